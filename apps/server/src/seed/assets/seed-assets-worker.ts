// Worker thread that writes the seed sounds and music on a first start, away from the thread answering requests.
import { parentPort, workerData } from 'node:worker_threads';
import { ensureSeedAssets } from './manifest';

parentPort?.postMessage(await ensureSeedAssets((workerData as { outDir: string }).outDir));
