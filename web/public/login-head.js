// /login's prerendered first paint (web/src/features/auth/login-page): runs before it is painted
// (a file, not an inline script: the CSP allows script-src 'self' only). The remembered dark mode
// (app-storage), else the system's colour scheme, as site-head.js does for the public pages. The
// static copy is Dutch and shows the plain login form: with another language, a reset or
// confirmation link (#/…), or a 2FA step or error in the URL, the app's own screen is waited for.
(function () {
  var dark = false;
  var language = 'nl';
  try {
    var stored = JSON.parse(localStorage.getItem('app-storage') || 'null');
    if (stored && stored.state && typeof stored.state.darkMode === 'boolean') dark = stored.state.darkMode;
    else dark = matchMedia('(prefers-color-scheme: dark)').matches;
    if (stored && stored.state && typeof stored.state.language === 'string') language = stored.state.language;
  } catch {
    dark = false;
  }
  var root = document.documentElement;
  root.classList.add(dark ? 'dark' : 'light');
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
  if (language !== 'nl' || location.hash || /[?&](twoFactor|error)=/.test(location.search)) root.classList.add('login-static-off');
})();
