import { ISLAND_LOADER_SCRIPT } from "~/components/islands/island-loader";

/**
 * The one inline script of every page, run in <head> before the first paint so no page flashes the
 * wrong theme, and wiring the chrome by event delegation so the header works without a bundle
 * (docs/decisions/003-dark-mode-without-a-flash.md). The CSP allows it by hash or nonce.
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
  'if(t.closest("[data-theme-toggle]")){var on=!r.classList.contains("dark");r.classList.add("theme-switch");r.classList.toggle("dark",on);',
  // Transitions off for the switch: a half-switched theme is unreadable for 150 ms.
  'getComputedStyle(r).color;setTimeout(function(){r.classList.remove("theme-switch")});',
  'try{localStorage.setItem(K,JSON.stringify(on))}catch(x){console.warn("Could not save the theme:",x)}return}',
  'var a=t.closest("dialog[open] a[href]");if(a){a.closest("dialog").close();return}',
  'if(!native){var b=t.closest("button[commandfor]");var g=b&&d.getElementById(b.getAttribute("commandfor"));',
  'if(g instanceof HTMLDialogElement){var c=b.getAttribute("command");',
  'if(c==="show-modal"&&!g.open)g.showModal();else if(c==="close")g.close()}}',
  "});",
  ISLAND_LOADER_SCRIPT,
  "})();",
].join("");
