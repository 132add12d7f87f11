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

interface CaptchaBody {
  code?: number;
  result?: { key?: unknown; imageBase64?: unknown };
}

/**
 * Remembers every captcha a page receives, by its image. The login page may fetch more than one
 * (a fetch it aborts, a refresh), so "the last response" is not reliably the captcha on screen; the
 * shown image's data URL is, and it is exactly the `imageBase64` of the response that carried it.
 */
export class CaptchaWatcher {
  private readonly keysByImage = new Map<string, string>();
  private readonly pending = new Set<Promise<void>>();

  constructor(page: Page) {
    page.on('response', (response) => {
      if (!isCaptchaResponse(response)) return;
      const read = response
        .json()
        .then((body: CaptchaBody) => {
          const { key, imageBase64 } = body.result ?? {};
          if (typeof key === 'string' && typeof imageBase64 === 'string') this.keysByImage.set(imageBase64, key);
        })
        // An aborted fetch has no body; it was never shown either.
        .catch(() => undefined)
        .finally(() => this.pending.delete(read));
      this.pending.add(read);
    });
  }

  /** The key of the captcha whose image is `src`, once its response has been read. */
  async keyOf(src: string): Promise<string> {
    for (;;) {
      const key = this.keysByImage.get(src);
      if (key) return key;
      if (this.pending.size === 0) throw new Error('The shown captcha image came from no captcha response this page received');
      await Promise.race(this.pending);
    }
  }
}

const watchers = new WeakMap<Page, CaptchaWatcher>();

/** The page's watcher, created on first use: call it before the page loads the login form. */
export function captchaWatcher(page: Page): CaptchaWatcher {
  let watcher = watchers.get(page);
  if (!watcher) {
    watcher = new CaptchaWatcher(page);
    watchers.set(page, watcher);
  }
  return watcher;
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
    const { Item } = await this.db.send(new GetCommand({ TableName: this.config.tableName, Key: { pk: `CAPTCHA#${key}`, sk: 'CAPTCHA' } }));
    const answer: unknown = Item?.answer;
    if (typeof answer !== 'string' || !answer) throw new Error(`No captcha is stored under key ${key}`);
    return answer;
  }

  close(): void {
    this.db.destroy();
  }
}
