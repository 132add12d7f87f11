/** What the global setups hand to test workers through vitest's provide/inject. */
export interface ProvidedServices {
  dynamodbEndpoint: string;
  s3Endpoint: string;
  tableName: string;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
}

export interface ProvidedPlatform {
  baseUrl: string;
  /** The seeded demo accounts, each with its working password (a fresh data folder per run). */
  accounts: Array<{ userCode: string; password: string; roles: string[]; userRole: string; description: string }>;
  dynamodbEndpoint: string;
  s3Endpoint: string;
  tableName: string;
  region: string;
  outboxDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Project `functions`: DynamoDB Local (in memory) and s3rver shared by every test file. */
    localServices: ProvidedServices;
    /** Project `browser`: the whole platform, seeded. */
    platform: ProvidedPlatform;
  }
}
