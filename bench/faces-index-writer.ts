// A writer process of bench:faces-index: writes one range of the event's photos and faces (lib/marathon-faces.ts)
// on the database it is given and sends back the exact scores and race numbers it wrote.
import { openDatabase } from '../server/database/database.ts';
import { type WriteRange, writeRange } from './lib/marathon-faces.ts';

process.once('message', async (message: { databaseUrl: string; range: WriteRange }) => {
  const database = await openDatabase({ databaseUrl: message.databaseUrl });
  try {
    const written = await writeRange(database.prisma, message.range);
    process.send!(written, () => process.exit(0));
  } finally {
    await database.close();
  }
});
