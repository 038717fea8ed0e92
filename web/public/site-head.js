// Runs before the public pages and the prerendered /login are painted (a file, not an inline
// script: the CSP allows script-src 'self' only). 1. A password-reset link (/#/reset-password?token=…)
// or an e-mail confirmation link (/#/confirm-email?token=…) on a public page belongs to the app: hand
// it to /login, which shows the reset or confirmation screen for that hash. 2. The remembered dark
// mode (app-storage, as the workspace keeps it), else the system's colour scheme.
(function () {
  var hash = location.hash;
  if (location.pathname !== '/login' && (hash.indexOf('#/reset-password') === 0 || hash.indexOf('#/confirm-email') === 0)) {
    location.replace('/login' + hash);
    return;
  }
  var dark = false;
  try {
    var stored = JSON.parse(localStorage.getItem('app-storage') || 'null');
    if (stored && stored.state && typeof stored.state.darkMode === 'boolean') dark = stored.state.darkMode;
    else dark = matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    dark = false;
  }
  var root = document.documentElement;
  root.classList.add(dark ? 'dark' : 'light');
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
