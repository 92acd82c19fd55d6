/**
 * Dark mode (docs/product.md#dark-mode): off by default, saved as the boolean `darkMode` in local storage, applied as a
 * `dark` class on <html>.
 *
 * CHROME_SCRIPT is the one inline script of every page. It runs in <head> before the first paint,
 * so a pre-rendered page never flashes the wrong theme, and it wires the site chrome by event
 * delegation, so the header works on pages that ship no JavaScript bundle at all
 * (docs/decisions/003-dark-mode-without-a-flash.md):
 * - a click on [data-theme-toggle] toggles and saves the theme;
 * - a click on a link inside a <dialog> closes that dialog (the mobile drawer closes on link choice);
 * - buttons with command/commandfor open and close dialogs natively; older browsers get a fallback;
 * - once the page has painted its content, it fetches the islands' scripts named by their hosts
 *   ([data-island-src], [data-island-imports]), each file once (docs/decisions/021-web-gates.md).
 * The CSP allows it by its hash (pre-rendered pages) or the response's nonce (rendered per request).
 */
export const DARK_MODE_STORAGE_KEY = "darkMode";

export const CHROME_SCRIPT = [
  "(function(){",
  "var d=document,r=d.documentElement,K=" + JSON.stringify(DARK_MODE_STORAGE_KEY) + ";",
  'try{r.classList.toggle("dark",JSON.parse(localStorage.getItem(K)||"false")===true)}',
  'catch(e){console.warn("Could not read the saved theme:",e)}',
  'var native="command" in HTMLButtonElement.prototype;',
  'd.addEventListener("click",function(e){',
  "var t=e.target;if(!(t instanceof Element))return;",
  'if(t.closest("[data-theme-toggle]")){var on=!r.classList.contains("dark");r.classList.toggle("dark",on);',
  'try{localStorage.setItem(K,JSON.stringify(on))}catch(x){console.warn("Could not save the theme:",x)}return}',
  'var a=t.closest("dialog[open] a[href]");if(a){a.closest("dialog").close();return}',
  'if(!native){var b=t.closest("button[commandfor]");var g=b&&d.getElementById(b.getAttribute("commandfor"));',
  'if(g instanceof HTMLDialogElement){var c=b.getAttribute("command");',
  'if(c==="show-modal"&&!g.open)g.showModal();else if(c==="close")g.close()}}',
  "});",
  // Islands load after the first paint: the page's HTML and stylesheet never wait behind a script.
  "function L(){var s={};",
  'd.querySelectorAll("[data-island-src]").forEach(function(h){',
  'var f=(h.getAttribute("data-island-imports")||"").split(" ");f.push(h.getAttribute("data-island-src"));',
  "f.forEach(function(u,i){if(!u||s[u])return;s[u]=1;var e;",
  'if(i<f.length-1){e=d.createElement("link");e.rel="modulepreload";e.href=u}',
  'else{e=d.createElement("script");e.type="module";e.src=u}',
  "d.head.appendChild(e)})})}",
  // After the first contentful paint as the browser reports it (a hidden tab waits until shown);
  // where paint timing is missing, after the next frame.
  "function A(){var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;",
  'if(t&&t.indexOf("paint")>-1){var o=new P(function(l){',
  'if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();L()}});',
  'o.observe({type:"paint",buffered:true})}',
  "else requestAnimationFrame(function(){setTimeout(L,0)})}",
  'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",A);else A();',
  "})();",
].join("");
