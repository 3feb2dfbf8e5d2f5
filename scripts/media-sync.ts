// `npm run media:sync [-- --from FOLDER]`: copies a local media folder ($DATA_DIR/media unless --from says
// otherwise) into the bucket of S3_BUCKET, when a shop moves its pictures to S3-compatible storage. Files
// the bucket already has are left alone; it can be run again safely.
import { mediaDir } from '@/lib/server/db/config';
import { copyFolderToStore, mediaStore, s3Settings } from '@/lib/server/media/media-store';

async function main() {
  const fromFlag = process.argv.indexOf('--from');
  const from = fromFlag >= 0 ? process.argv[fromFlag + 1] : mediaDir();
  if (!from) throw new Error('--from needs a folder');
  if (!s3Settings())
    throw new Error(
      'S3_BUCKET is not set: say which bucket to copy into (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
    );
  const store = mediaStore();
  console.log(`> Copying ${from} into ${store.location} ...`);
  const { copied, present } = await copyFolderToStore(from, store, (line) => console.log(line));
  console.log(`> ${copied} files copied, ${present} already in the bucket.`);
}

main().catch((error: unknown) => {
  console.error(`\nCould not copy the media: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
