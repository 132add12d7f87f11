/**
 * The least a domain function can be: middy core and the DynamoDB document client, one read. The
 * Lambda bench bundles it exactly as the platform's functions are bundled and measures them against it.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import middy from '@middy/core';

const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = middy().handler(async () => db.send(new GetCommand({ TableName: 'floor', Key: { pk: 'floor', sk: 'floor' } })));
