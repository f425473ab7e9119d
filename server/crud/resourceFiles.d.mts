export declare const resourceFiles: (folder: string) => string[];
