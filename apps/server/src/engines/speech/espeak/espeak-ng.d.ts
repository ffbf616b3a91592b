// The npm espeak-ng package is an Emscripten build without typings; this is the part DubKit uses.
declare module 'espeak-ng' {
  export interface EspeakFs {
    writeFile(path: string, data: string | Uint8Array): void;
    readFile(path: string): Uint8Array;
    unlink(path: string): void;
    readdir(path: string): string[];
    stat(path: string): { mode: number };
    isDir(mode: number): boolean;
    analyzePath(path: string): { exists: boolean };
  }
  export interface EspeakModule {
    FS: EspeakFs;
    HEAPU8: Uint8Array;
  }
  export interface EspeakModuleOptions {
    noInitialRun?: boolean;
    arguments?: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    instantiateWasm?: (imports: object, receive: (instance: { exports: unknown }) => void) => Record<string, never>;
  }
  export default function ESpeakNg(options?: EspeakModuleOptions): Promise<EspeakModule>;
}
