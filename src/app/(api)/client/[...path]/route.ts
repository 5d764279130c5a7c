import { handleApiRequest } from '@/content/api/handler'

/** The public API under /client (spec section 7, contract 3); the route table is src/content/api/routes.ts. */
type Context = { params: Promise<{ path: string[] }> }

export const dynamic = 'force-dynamic'

async function handle(request: Request, { params }: Context): Promise<Response> {
  const { path } = await params
  return handleApiRequest(request, ['client', ...path])
}

export { handle as DELETE, handle as GET, handle as PATCH, handle as POST, handle as PUT }
