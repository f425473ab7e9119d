import type { Plugin } from 'esbuild';

export declare const resourceIndexSource: (files: readonly string[]) => string;
export declare const plainResourceFolder: (folder: string) => Plugin;
