import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createLocalFileStore, type FileStore } from './file-store';
import { describeFileStoreContract } from './file-store.contract';

let root: string;
let store: FileStore;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tranche-files-'));
  store = createLocalFileStore(root);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describeFileStoreContract('local', () => store);
