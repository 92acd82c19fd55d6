import { ISLAND_LOADER_SCRIPT } from "~/components/islands/island-loader";

/**
 * Dark mode (docs/product.md#dark-mode): off by default, saved as the boolean `darkMode` in local storage, applied as a
 * `dark` class on <html>.
 *
 * CHROME_SCRIPT is the one inline script of every page. It runs in <head> before the first paint,
 * so a pre-rendered page never flashes the wrong theme, and it wires the site chrome by event
 * delegation, so the header works on pages that ship no JavaScript bundle at all
 * (docs/decisions/003-dark-mode-without-a-flash.md):
 * - a click on [data-theme-toggle] toggles and saves the theme, without colour transitions;
 * - a click on a link inside a <dialog> closes that dialog (the mobile drawer closes on link choice);
 * - buttons with command/commandfor open and close dialogs natively; older browsers get a fallback;
 * - it starts the island loader (app/components/islands/island-loader.ts).
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
  'if(t.closest("[data-theme-toggle]")){var on=!r.classList.contains("dark");r.classList.add("theme-switch");r.classList.toggle("dark",on);',
  // The new colours apply at once, not through each control's colour transition (a half-switched
  // theme is unreadable for 150 ms): transitions are off for the one style recalculation.
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
