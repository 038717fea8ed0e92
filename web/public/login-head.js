// /login's prerendered first paint (web/src/features/auth/login-page): runs after /site-head.js
// (the remembered theme) and before the page is painted. The static copy is Dutch and shows the
// plain login form: with another language, a reset or confirmation link (#/…), or a 2FA step or
// error in the URL, the app's own screen is waited for.
(function () {
  var language = 'nl';
  try {
    var stored = JSON.parse(localStorage.getItem('app-storage') || 'null');
    if (stored && stored.state && typeof stored.state.language === 'string') language = stored.state.language;
  } catch {
    language = 'nl';
  }
  if (language !== 'nl' || location.hash || /[?&](twoFactor|error)=/.test(location.search)) document.documentElement.classList.add('login-static-off');
})();
