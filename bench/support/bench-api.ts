/** The benchmarks' HTTP client: the `{code, message, result}` envelope and a sign-in as the browser does it. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { prehashPassword } from '#kit/crypto/password';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';

export interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}

export class BenchApi {
  token = '';

  constructor(readonly baseUrl: string) {}

  async get<T>(path: string, query: Record<string, string | number> = {}): Promise<Envelope<T>> {
    const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
    const response = await fetch(`${this.baseUrl}${path}?${search}`, { headers: { 'x-token': this.token } });
    return (await response.json()) as Envelope<T>;
  }

  async post<T>(path: string, body: unknown): Promise<Envelope<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': this.token },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Envelope<T>;
  }

  /** /cap_img, the answer read from DynamoDB (the bench cannot see the image), then /auth/login. */
  async signIn(username: string, password: string): Promise<void> {
    const captcha = await this.get<{ key: string }>('/cap_img');
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.captcha(captcha.result.key) }));
    const login = await this.post<{ token: string }>('/auth/login', {
      username,
      password: prehashPassword(password),
      captcha: Item?.answer,
      key: captcha.result.key,
    });
    if (login.code !== 200) throw new Error(`login failed: ${JSON.stringify(login)}`);
    this.token = login.result.token;
  }
}
