// Temporal's OpenTelemetry interceptors, when tracing is on: the client puts the caller's span context in the
// workflow's headers, the workflow's spans continue it (exported through a sink, as a workflow cannot do I/O), and the
// activities' spans continue the workflow's, so the SQL an activity runs lands in the same trace.
import { createRequire } from 'node:module';
import {
  makeWorkflowExporter,
  OpenTelemetryActivityInboundInterceptor,
  OpenTelemetryActivityOutboundInterceptor,
  OpenTelemetryWorkflowClientInterceptor,
} from '@temporalio/interceptors-opentelemetry';
import type { ClientInterceptors } from '@temporalio/client';
import type { WorkerOptions } from '@temporalio/worker';
import { tracing } from './trace-context.js';

const require = createRequire(import.meta.url);

export interface TemporalTracing {
  client: ClientInterceptors;
  worker: Pick<WorkerOptions, 'interceptors' | 'sinks'>;
  /** Bundled into the workflow code (its inbound, outbound and internals interceptors). */
  workflowModules: string[];
}

/** The interceptors for the process's tracing; none when tracing is off. */
export function temporalTracing(): TemporalTracing | undefined {
  const traced = tracing();
  if (!traced) return undefined;
  const options = { tracer: traced.tracer };
  const workflowModules = [
    require.resolve('@temporalio/interceptors-opentelemetry/lib/workflow-interceptors'),
  ];
  return {
    client: { workflow: [new OpenTelemetryWorkflowClientInterceptor(options)] },
    worker: {
      // The workflow's interceptors are in the bundle (workflowModules), which the worker is given built.
      interceptors: {
        activity: [
          (ctx) => ({
            inbound: new OpenTelemetryActivityInboundInterceptor(ctx, options),
            outbound: new OpenTelemetryActivityOutboundInterceptor(ctx),
          }),
        ],
      },
      sinks: { exporter: makeWorkflowExporter(traced.spanProcessor, traced.resource) },
    },
    workflowModules,
  };
}
