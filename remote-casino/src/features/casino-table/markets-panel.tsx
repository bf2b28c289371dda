import { memo } from 'react';
import type { MarketView } from './api/table-api';
import { useSlipStore } from './slip-store';

/** Every market of the table with its rates; a rate opens the bet slip while betting is open. */
export const MarketsPanel = memo(function MarketsPanel({
  markets,
  open,
}: {
  markets: MarketView[];
  open: boolean;
}) {
  const choose = useSlipStore((s) => s.choose);
  const pick = useSlipStore((s) => s.pick);
  return (
    <div className="markets">
      {markets.map((m) => (
        <fieldset key={m.market} className="markets__market" disabled={!open}>
          <legend translate="no">{m.market}</legend>
          <div className="markets__selections">
            {m.selections.map((s) => {
              const active = pick?.market === m.market && pick.selection === s.name;
              return (
                <button
                  key={s.name}
                  type="button"
                  className={`markets__sel${active ? ' markets__sel--active' : ''}`}
                  aria-label={`${m.market} ${s.name} ${s.rate}`}
                  onClick={() => choose({ market: m.market, selection: s.name, rate: s.rate })}
                >
                  <span translate="no">{s.name}</span> <strong>{s.rate}</strong>
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
});
