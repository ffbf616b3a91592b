// Node runs WebAssembly, but @types/node only declares its types; these are the functions the engine calls.
declare namespace WebAssembly {
  function compile(bytes: Uint8Array): Promise<Module>;
  function instantiate(module: Module, imports?: Imports): Promise<Instance>;
}
