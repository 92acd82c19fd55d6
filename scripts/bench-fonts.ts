/**
 * `npm run bench:fonts`: converting a 150-character bio into each style, and all at once as the font page does per key.
 */
import { convertText } from "../domain/fonts/convert-text";
import { FONT_STYLES } from "../domain/fonts/font-styles";
import { countGraphemes } from "../domain/text/graphemes";

const BIO =
  "☕ Coffee-fuelled nurse & weekend hiker 🥾\nNight shifts, sunrise trails, good playlists\nDM for trail tips ✨ @maya.rn #nurselife www.maya.blog";
const RUNS = 2000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(run: () => void): number {
  const samples: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return median(samples) * 1000; // µs
}

console.log(`Bio: ${countGraphemes(BIO)} characters, ${RUNS} runs per style (median)`);
for (const style of FONT_STYLES) convertText(BIO, style.key); // warm up
const rows = FONT_STYLES.map((style) => ({
  style: style.key,
  "µs per conversion": time(() => convertText(BIO, style.key)).toFixed(1),
}));
console.table(rows);
const all = time(() => {
  for (const style of FONT_STYLES) convertText(BIO, style.key);
});
console.log(`All ${FONT_STYLES.length} styles: ${(all / 1000).toFixed(2)} ms`);
