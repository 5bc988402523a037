// bench: the S3-compatible server in a process of its own, so its work is not counted as the app's.
import { startTestS3Server } from '../../server/test/s3-server.ts';

const s3 = await startTestS3Server();
process.send!({ endpoint: s3.endpoint, storageUrl: s3.storageUrl('bench') });
process.on('message', async () => {
  await s3.close();
  process.exit(0);
});
