import type { ExchangeModule } from '../types';
import { registerCasinoRoutes } from './casino-routes';
import { gameByCode } from './games/registry';
import { CasinoEngine } from './round-engine';
import { latestRound } from './round-store';
import { publicTableState } from './table-state';

/** The ten live casino tables: rounds on a timer, bets, settlement (docs/casino.md). */
export const casinoModule: ExchangeModule = {
  name: 'casino',
  async register(app, { db, config, live, leadership, now }) {
    const tableSnapshot = async (code: string) => {
      const round = gameByCode(code) ? await latestRound(db, code) : null;
      return round ? { round: await publicTableState(db, round) } : null;
    };
    // A table's changes in one turn of the event loop are published once, read after them.
    const due = new Set<string>();
    const changed = (code: string) => {
      if (due.size === 0) {
        setImmediate(() => {
          const codes = [...due];
          due.clear();
          for (const c of codes)
            void tableSnapshot(c)
              .then((parts) => parts && live.publish(`table:${c}`, parts))
              .catch((err: unknown) => app.log.warn({ err }, 'table publish failed'));
        });
      }
      due.add(code);
    };
    // a round's settlement tells its players itself (the write path)
    const engine = new CasinoEngine(db, config.casino, { changed }, live);
    live.provide('table:', (topic) => tableSnapshot(topic.slice('table:'.length)));
    await registerCasinoRoutes(app, engine, now);
    // Every process advances a due round when read (guarded in SQL); only the leader ticks.
    app.addHook('onReady', async () => leadership.onLead(() => engine.start()));
    app.addHook('onClose', async () => engine.stop());
    return { casino: engine };
  },
};
