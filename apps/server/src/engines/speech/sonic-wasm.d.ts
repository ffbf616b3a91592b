// The npm @echogarden/sonic-wasm package is an Emscripten build of Sonic without typings; this is the part DubKit uses.
declare module '@echogarden/sonic-wasm' {
  export interface SonicModule {
    HEAPF32: Float32Array;
    _malloc(bytes: number): number;
    _free(pointer: number): void;
    _sonicCreateStream(sampleRate: number, channels: number): number;
    _sonicDestroyStream(stream: number): void;
    _sonicSetSpeed(stream: number, speed: number): void;
    _sonicSetPitch(stream: number, pitch: number): void;
    _sonicWriteFloatToStream(stream: number, samples: number, count: number): number;
    _sonicFlushStream(stream: number): number;
    _sonicSamplesAvailable(stream: number): number;
    _sonicReadFloatFromStream(stream: number, samples: number, max: number): number;
  }
  export default function Sonic(options?: object): Promise<SonicModule>;
}
