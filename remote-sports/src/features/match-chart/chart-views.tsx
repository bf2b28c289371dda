import type { ReactNode } from 'react';
import type { ChartData, Point } from './chart-data';

/** Drawing area inside the SVG: room for the y labels on the left and the x labels below. */
const PAD = { left: 30, right: 8, top: 8, bottom: 18 };

export interface Frame {
  width: number;
  height: number;
  maxX: number;
  maxY: number;
}

const sx = (f: Frame, x: number) =>
  PAD.left + (x / Math.max(f.maxX, 1)) * (f.width - PAD.left - PAD.right);
const sy = (f: Frame, y: number) =>
  f.height - PAD.bottom - (y / Math.max(f.maxY, 1)) * (f.height - PAD.top - PAD.bottom);

/**
 * A round step for about `count` ticks up to `max`, at least 1: the axes count whole overs and
 * whole runs (0.5 on an overs axis would read as five balls).
 */
function step(max: number, count: number): number {
  const raw = Math.max(max, 1) / count;
  const pow = 10 ** Math.floor(Math.log10(raw));
  return Math.max(1, ([1, 2, 5, 10].find((m) => m * pow >= raw) ?? 10) * pow);
}

/** A y range that ends on a round tick. */
export const roundUp = (max: number, count = 4): number =>
  Math.ceil(Math.max(max, 1) / step(max, count)) * step(max, count);

/** 0, s, 2s, ... up to max, each a multiple (no sum of floats: 0.6000000000000001). */
function ticks(max: number, s: number): number[] {
  return Array.from({ length: Math.floor(max / s + 1e-9) + 1 }, (_, i) => i * s);
}

function Axes({ f, yUnit = '' }: { f: Frame; yUnit?: string }) {
  const ys = ticks(f.maxY, step(f.maxY, 4));
  const xs = ticks(f.maxX, step(f.maxX, f.width < 400 ? 4 : 8));
  return (
    <g className="match-chart__axes" aria-hidden="true">
      {ys.map((y) => (
        <g key={`y${y}`}>
          <line x1={PAD.left} x2={f.width - PAD.right} y1={sy(f, y)} y2={sy(f, y)} />
          <text x={PAD.left - 4} y={sy(f, y) + 4} textAnchor="end">
            {`${y}${yUnit}`}
          </text>
        </g>
      ))}
      {xs.map((x) => (
        <text key={`x${x}`} x={sx(f, x)} y={f.height - 4} textAnchor="middle">
          {x}
        </text>
      ))}
    </g>
  );
}

const path = (f: Frame, points: readonly Point[]): string =>
  points
    .map((p, i) => `${i ? 'L' : 'M'}${sx(f, p.x).toFixed(1)},${sy(f, p.y).toFixed(1)}`)
    .join('');

function Svg({ f, label, children }: { f: Frame; label: string; children: ReactNode }) {
  return (
    <svg
      className="match-chart__svg"
      width={f.width}
      height={f.height}
      viewBox={`0 0 ${f.width} ${f.height}`}
      role="img"
      aria-label={label}
    >
      {children}
    </svg>
  );
}

/** Each runner's chance by match overs, innings breaks and wickets marked. */
export function ChanceView({ d, f, label }: { d: ChartData; f: Frame; label: string }) {
  const frame = { ...f, maxX: Math.max(d.matchOvers, 1), maxY: 100 };
  return (
    <Svg f={frame} label={label}>
      <Axes f={frame} yUnit="%" />
      {d.inningsStarts.map((s) => (
        <line
          key={`i${s.x}`}
          className="match-chart__break"
          x1={sx(frame, s.x)}
          x2={sx(frame, s.x)}
          y1={PAD.top}
          y2={frame.height - PAD.bottom}
        />
      ))}
      {d.wickets.map((w) => (
        <g key={`w${w.x}`} className="match-chart__wicket" data-testid="wicket-mark">
          <line
            x1={sx(frame, w.x)}
            x2={sx(frame, w.x)}
            y1={PAD.top}
            y2={frame.height - PAD.bottom}
          />
          <circle cx={sx(frame, w.x)} cy={PAD.top + 3} r={3}>
            <title>{w.label}</title>
          </circle>
        </g>
      ))}
      {d.chance.map((s, i) => (
        <path
          key={s.name}
          className={`match-chart__line match-chart__c${i}`}
          d={path(frame, s.points)}
        />
      ))}
    </Svg>
  );
}

/** Runs per over, the innings side by side in each over; a dot on top for each wicket. */
export function ManhattanView({ d, f, label }: { d: ChartData; f: Frame; label: string }) {
  const overs = Math.max(Math.ceil(d.inningsOvers), 1);
  const frame = { ...f, maxX: overs, maxY: roundUp(d.topOver) };
  const slot = (sx(frame, 1) - sx(frame, 0)) / Math.max(d.manhattan.length, 1);
  return (
    <Svg f={frame} label={label}>
      <Axes f={frame} />
      {d.manhattan.map((inn, k) =>
        inn.bars.map((b) => {
          const x = sx(frame, b.over - 1) + k * slot;
          const y = sy(frame, b.runs);
          return (
            <g key={`${k}:${b.over}`} className={`match-chart__bar match-chart__c${k}`}>
              <rect x={x + 0.5} y={y} width={Math.max(slot - 1, 1)} height={sy(frame, 0) - y} />
              {Array.from({ length: b.wickets }, (_, n) => (
                <circle
                  key={n}
                  className="match-chart__wicket-dot"
                  cx={x + slot / 2}
                  cy={y - 4 - n * 6}
                  r={2.5}
                />
              ))}
            </g>
          );
        }),
      )}
    </Svg>
  );
}

/** Each innings' score by over; the target as a dashed line; wickets as dots on the worm. */
export function WormView({ d, f, label }: { d: ChartData; f: Frame; label: string }) {
  const frame = { ...f, maxX: Math.max(d.inningsOvers, 1), maxY: roundUp(d.topScore) };
  return (
    <Svg f={frame} label={label}>
      <Axes f={frame} />
      {d.target !== null && (
        <line
          className="match-chart__target"
          x1={sx(frame, 0)}
          x2={sx(frame, frame.maxX)}
          y1={sy(frame, d.target)}
          y2={sy(frame, d.target)}
        />
      )}
      {d.worm.map((inn, k) => (
        <path
          key={k}
          className={`match-chart__line match-chart__c${k}`}
          d={path(frame, inn.points)}
        />
      ))}
      {d.wickets.map((w) => (
        <circle
          key={`w${w.x}`}
          className="match-chart__wicket-dot"
          cx={sx(frame, w.inningsX)}
          cy={sy(frame, w.score)}
          r={3}
        >
          <title>{w.label}</title>
        </circle>
      ))}
    </Svg>
  );
}
