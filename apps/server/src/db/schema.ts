/**
 * Table types. Timestamps are ISO-8601 text and booleans are 0/1 integers so that the same queries
 * behave the same on SQLite and PostgreSQL.
 */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string | null;
  google_sub: string | null;
  created_at: string;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  replaced_by: string | null;
  rotated_at: string | null;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  app_secrets: AppSecretsTable;
  games: GamesTable;
}

export interface GamesTable {
  id: string;
  code: string;
  host_user_id: string;
  host_name: string;
  event_title: string;
  event_date: string;
  welcome_message: string;
  board_size: number;
  /** JSON array of labels. */
  words: string;
  free_space_word: string;
  time_limit_minutes: number | null;
  win_condition: 'full' | 'line';
  photo_review: number;
  max_player: number;
  status: 'INACTIVE' | 'ACTIVE' | 'PAUSED' | 'COMPLETED' | 'CANCELLED';
  phase: 'lobby' | 'playing' | 'finished';
  paid: number;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  ends_at: string | null;
  completed_at: string | null;
  winner_player_id: string | null;
}
