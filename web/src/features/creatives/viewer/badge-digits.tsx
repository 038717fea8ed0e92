/**
 * A pin's number drawn as strokes, not SVG text: painting 300 numbers as text again at a larger
 * scale made the first zoom in take 125 ms instead of 41 ms (`npm run bench creatives-screen`),
 * text being shaped and rasterised anew at every new size. The digits sit in a 6 × 10 box.
 */
const digitPaths: readonly string[] = [
  'M3 0C0.6 0 0 2.5 0 5S0.6 10 3 10 6 7.5 6 5 5.4 0 3 0Z',
  'M1.2 2.2 3.6 0V10',
  'M0.4 2.6C0.4 0.9 1.6 0 3 0S5.6 0.9 5.6 2.5C5.6 4.6 3.2 6.2 0.3 10H5.9',
  'M0.4 1C1.1 0.3 2 0 3 0 4.6 0 5.5 1 5.5 2.5S4.3 4.8 2.5 4.8C4.5 4.8 5.8 5.8 5.8 7.4S4.6 10 3 10C1.8 10 0.9 9.6 0.2 9',
  'M4.6 10V0L0 7.1H6',
  'M5.5 0H1.1L0.6 4.4C1.3 3.9 2.1 3.7 3 3.7 4.8 3.7 5.9 5 5.9 6.8S4.6 10 2.8 10C1.8 10 0.9 9.6 0.2 9',
  'M5.1 0.6C4.5 0.2 3.8 0 3.1 0 1 0 0 2.2 0 5.5 0 8.5 1.2 10 3.1 10 4.8 10 6 8.8 6 7S4.8 4 3.1 4C1.6 4 0.5 5 0.1 6.3',
  'M0 0H6L2.1 10',
  'M3 4.6C1.5 4.6 0.5 3.7 0.5 2.3S1.5 0 3 0 5.5 0.9 5.5 2.3 4.5 4.6 3 4.6C1.3 4.6 0 5.6 0 7.3S1.3 10 3 10 6 9 6 7.3 4.7 4.6 3 4.6Z',
  'M0.9 9.4C1.5 9.8 2.2 10 2.9 10 5 10 6 7.8 6 4.5 6 1.5 4.8 0 2.9 0 1.2 0 0 1.2 0 3S1.2 6 2.9 6C4.4 6 5.5 5 5.9 3.7',
];

/** Width of a digit's box plus the gap to the next. */
const advance = 7.6;

/** `number` centred on (0, y), about as tall as the 11 px bold text it replaces (smaller from 100 on). */
export function BadgeDigits({ number, y }: { number: number; y: number }) {
  const digits = String(Math.max(0, Math.trunc(number)));
  const scale = digits.length >= 3 ? 0.56 : 0.78;
  const width = digits.length * advance - (advance - 6);
  return (
    <g
      transform={`translate(${(-width * scale) / 2} ${y - 5 * scale}) scale(${scale})`}
      fill="none"
      stroke="white"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {[...digits].map((digit, i) => (
        <path key={i} d={digitPaths[Number(digit)]} transform={i === 0 ? undefined : `translate(${i * advance} 0)`} />
      ))}
    </g>
  );
}
