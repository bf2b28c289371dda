// Like host/src/index.ts: with experiments.asyncStartup the entry may import the app directly.
import { start } from './bootstrap';

start();
