import type { ColumnType } from 'kysely';

/** migrations/sql/0030_spin_to_win.sql: one spin per shopper per promotion, with its prize lead. */
export interface SpinToWinSpinsTable {
  site_slug: string;
  promotion_id: string;
  user_id: string;
  prize_key: string;
  prize_label: string;
  lead_id: string;
  spun_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface SpinToWinTables {
  spin_to_win_spins: SpinToWinSpinsTable;
}
