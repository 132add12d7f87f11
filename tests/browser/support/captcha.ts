import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Page, Response } from 'playwright-core';

/**
 * The tests solve the image captcha like a person who can read it: the answer comes straight from
 * the table the server stored it in. There is no bypass in the product, and there must never be one.
 */
export interface CaptchaStoreConfig {
  dynamodbEndpoint: string;
  region: string;
  tableName: string;
}

export const CAPTCHA_PATH = '/user-api/cap_img';

export function isCaptchaResponse(response: Response): boolean {
  return response.request().method() === 'GET' && new URL(response.url()).pathname === CAPTCHA_PATH;
}

/**
 * The key of the next captcha the page fetches. Call it before the action that fetches one (opening
 * /login, clicking the image, a failed sign-in) and await it after.
 */
export async function nextCaptchaKey(page: Page): Promise<string> {
  const response = await page.waitForResponse(isCaptchaResponse);
  const body = (await response.json()) as { code?: number; result?: { key?: unknown } };
  const key = body.result?.key;
  if (body.code !== 200 || typeof key !== 'string' || !key) {
    throw new Error(`GET ${CAPTCHA_PATH} answered without a key: ${JSON.stringify(body)}`);
  }
  return key;
}

/** Reads captcha answers from DynamoDB Local (it runs with -sharedDb, so any credentials work). */
export class CaptchaStore {
  private readonly db: DynamoDBDocumentClient;

  constructor(private readonly config: CaptchaStoreConfig) {
    this.db = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: config.dynamodbEndpoint,
        region: config.region,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }),
    );
  }

  /** The stored (lower-case) answer; the item is single-use, so read it before the sign-in consumes it. */
  async answer(key: string): Promise<string> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.config.tableName, Key: { pk: `CAPTCHA#${key}`, sk: 'CAPTCHA' } }),
    );
    const answer: unknown = Item?.answer;
    if (typeof answer !== 'string' || !answer) throw new Error(`No captcha is stored under key ${key}`);
    return answer;
  }

  close(): void {
    this.db.destroy();
  }
}
