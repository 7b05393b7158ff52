import { z } from './zod-config';

// Schemas carry their own user-facing messages; zod's English ones ("Invalid input: expected string, received
// number") are what the server's error mapping builds on when a schema has none. The server imports this module
// before any request is parsed; the web does not (a browser shows a schema's own messages only).
z.config(z.locales.en());
