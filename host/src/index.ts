import { start } from './bootstrap';

void start();
