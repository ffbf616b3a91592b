declare module '@20minutes/s3rver' {
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory?: string;
      configureBuckets?: Array<{ name: string }>;
    });
    run(): Promise<{ port: number; address: string }>;
    close(): Promise<void>;
  }
}
