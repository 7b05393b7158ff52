/** The Picture Bingo mark (a 3x3 card), decorative. */
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="7" className="fill-violet-700" />
      {[6, 13.25, 20.5].flatMap((y, row) =>
        [6, 13.25, 20.5].map((x, col) => (
          <rect
            key={`${row}-${col}`}
            x={x}
            y={y}
            width="5.5"
            height="5.5"
            rx="1.2"
            fill="#fff"
            opacity={(row + col) % 2 ? 0.55 : 1}
          />
        )),
      )}
    </svg>
  );
}
