import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely'

/**
 * A Kysely plugin that keeps the statements a read sends (`db.withPlugin(capture)`), so that a
 * test can compile each one and ask the database how it plans it.
 */
export class QueryCapture implements KyselyPlugin {
  readonly nodes: { node: RootOperationNode; queryId: PluginTransformQueryArgs['queryId'] }[] = []
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.nodes.push({ node: args.node, queryId: args.queryId })
    return args.node
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result
  }
}
