// startS3ServerProcess's child: s3rver for one bucket in a folder (argv), its port on the first line of stdout.
import { s3rver } from './s3';

const [bucket = 'dubkit-test', directory] = process.argv.slice(2);
if (!directory) throw new Error('usage: s3Process.ts <bucket> <directory>');
const server = s3rver(bucket, directory);
const { port } = await server.run();
console.log(JSON.stringify({ port }));
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
