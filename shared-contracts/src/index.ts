import type { ComponentType } from 'react';

/** An exposed component the host renders without props. */
export type NoProps = Record<never, never>;

/**
 * Every module a remote exposes, by expose name, with the props the host passes to its default
 * export. A remote implements its entry (`satisfies RemoteModules<'sports'>` in its
 * src/exposes.ts, which is also where its federation config reads the expose list); the host's
 * route table and widgets can only name an expose listed here, with these props. Renaming an
 * expose or changing a prop therefore fails `pnpm typecheck` on one side or the other.
 */
export interface RemoteContracts {
  sports: {
    MatchesPage: NoProps;
    SportGamePage: NoProps;
    CompletedBetsPage: NoProps;
    InPlayWidget: NoProps;
  };
  casino: {
    GamesLobbyPage: NoProps;
    CasinoGamePage: { gamePath: string };
    VirtualCasinoPage: NoProps;
    FreeGamesPage: NoProps;
    LedgersPage: NoProps;
    LedMatDetailsPage: NoProps;
    CasinoDetailsPage: NoProps;
    CasinoTablesWidget: NoProps;
  };
  reports: {
    MyCommissionPage: NoProps;
    UserProfitLossPage: NoProps;
    UserLiveBetHistoryPage: NoProps;
    UserBetHistoryPage: NoProps;
    UserMyLedgerPage: NoProps;
    StatementPage: NoProps;
  };
}

export type ContractRemote = keyof RemoteContracts;
export type ExposeName<R extends ContractRemote> = Extract<keyof RemoteContracts[R], string>;
export type ExposeProps<R extends ContractRemote, E extends ExposeName<R>> = RemoteContracts[R][E];

/** What an exposed module must export for the host to render it with its contract's props. */
export interface ExposedModule<P> {
  default: ComponentType<P>;
}

/** A remote's implementation: one lazy import per expose of its contract, and no other. */
export type RemoteModules<R extends ContractRemote> = {
  [E in ExposeName<R>]: () => Promise<ExposedModule<ExposeProps<R, E>>>;
};

/** The props field of a reference to an expose: required only when the contract has any. */
type PropsField<P> = NoProps extends P ? { props?: P } : { props: P };

/** The exposes of a remote that take no props. */
export type PlainExpose<R extends ContractRemote> = {
  [E in ExposeName<R>]: NoProps extends ExposeProps<R, E> ? E : never;
}[ExposeName<R>];

/** One exposed module of one remote. */
export type ExposeRef = {
  [R in ContractRemote]: { [E in ExposeName<R>]: { remote: R; expose: E } }[ExposeName<R>];
}[ContractRemote];

/** One exposed module of one remote, with the props the contract asks for. */
export type RemoteRef = {
  [R in ContractRemote]: {
    [E in ExposeName<R>]: { remote: R; expose: E } & PropsField<ExposeProps<R, E>>;
  }[ExposeName<R>];
}[ContractRemote];
