import { z } from 'zod';

// Every generic validation message (wrong type, too long, …) is Indonesian; the spec's own
// field messages are set on each schema.
z.config(z.locales.id());

export { z };
