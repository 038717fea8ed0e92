// /login's prerendered first paint: the app's script loads after the first paint (as the public
// pages' does), then renders hidden and takes the screen over (features/auth/login-page/take-over.ts).
// Until then the static form cannot be sent (its buttons are disabled in the copy; Enter is stopped here).
(function () {
  var script = document.currentScript;
  var main = script && script.getAttribute('data-main');
  if (!main) return;
  var load = function () {
    var module = document.createElement('script');
    module.type = 'module';
    module.src = main;
    document.head.appendChild(module);
  };
  var copy = document.getElementById('login-static');
  if (!copy || document.documentElement.classList.contains('login-static-off')) {
    if (copy) copy.remove();
    load();
    return;
  }
  copy.addEventListener('submit', function (event) {
    event.preventDefault();
  });
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
