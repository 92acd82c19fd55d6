/**
 * The island loader, a part of the page's one inline script (CHROME_SCRIPT in
 * app/components/layout/chrome-script.ts, whose `d` is `document`): once the page has painted its
 * content, it fetches the islands' scripts named by their hosts ([data-island-src],
 * [data-island-imports], written by island.tsx), each file once (docs/decisions/021-web-gates.md).
 */
export const ISLAND_LOADER_SCRIPT = [
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
].join("");
