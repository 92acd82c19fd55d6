/**
 * Part of CHROME_SCRIPT (whose `d` is `document`): fetches each island file once after the first
 * paint (docs/decisions/021-web-gates.md).
 */
export const ISLAND_LOADER_SCRIPT = [
  // The page's HTML and stylesheet never wait behind a script.
  "function L(){var s={};",
  'd.querySelectorAll("[data-island-src]").forEach(function(h){',
  'var f=(h.getAttribute("data-island-imports")||"").split(" ");f.push(h.getAttribute("data-island-src"));',
  "f.forEach(function(u,i){if(!u||s[u])return;s[u]=1;var e;",
  'if(i<f.length-1){e=d.createElement("link");e.rel="modulepreload";e.href=u}',
  'else{e=d.createElement("script");e.type="module";e.src=u}',
  "d.head.appendChild(e)})})}",
  // A hidden tab waits until shown; without paint timing, the next frame.
  "function A(){var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;",
  'if(t&&t.indexOf("paint")>-1){var o=new P(function(l){',
  'if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();L()}});',
  'o.observe({type:"paint",buffered:true})}',
  "else requestAnimationFrame(function(){setTimeout(L,0)})}",
  'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",A);else A();',
].join("");
