import { isEmfLine } from './metrics-on';

/** One metric of an EMF line, as CloudWatch reads it. */
export interface MetricPoint {
  namespace: string;
  name: string;
  unit: string;
  /** Every dimension of the line, `service` included. */
  dimensions: Record<string, string>;
  /** One value, or the values of a metric counted more than once before a flush. */
  value: number | number[];
}

interface EmfLine {
  _aws: {
    Timestamp: number;
    CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[];
  };
  [key: string]: unknown;
}

/**
 * The EMF lines the functions write while `run` runs (in a file that imports `#test/metrics-on` first),
 * read off the console; every other console line is printed as before.
 */
export async function emittedLines(run: () => Promise<unknown>): Promise<EmfLine[]> {
  const lines: EmfLine[] = [];
  const print = console.log;
  console.log = (...args: unknown[]) => {
    if (isEmfLine(args[0])) lines.push(JSON.parse(args[0]) as EmfLine);
    else print(...args);
  };
  try {
    await run();
  } finally {
    console.log = print;
  }
  return lines;
}

/** The metrics the functions publish while `run` runs, one point per metric of each line. */
export async function emittedMetrics(run: () => Promise<unknown>): Promise<MetricPoint[]> {
  return (await emittedLines(run)).flatMap((line) =>
    line._aws.CloudWatchMetrics.flatMap(({ Namespace, Dimensions, Metrics }) =>
      Metrics.map(({ Name, Unit }) => ({
        namespace: Namespace,
        name: Name,
        unit: Unit,
        dimensions: Object.fromEntries(Dimensions.flat().map((dimension) => [dimension, String(line[dimension])])),
        value: line[Name] as number | number[],
      })),
    ),
  );
}

/** A count of 1 in namespace SDDP, as countMetric publishes it. */
export const counted = (name: string, dimensions: Record<string, string>): MetricPoint => ({
  namespace: 'SDDP',
  name,
  unit: 'Count',
  dimensions,
  value: 1,
});
