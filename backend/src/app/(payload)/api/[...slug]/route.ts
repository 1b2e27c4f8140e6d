/* Payload's REST API, with the shop API mounted below it at /api/shop (see src/endpoints), behind the gate that keeps
 * everything but the shop API for staff (access/rest-gate.ts). */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { gateRestRequest } from '../../../../access/rest-gate'

type Handler = ReturnType<typeof REST_GET>

const gated =
  (handler: Handler): Handler =>
  async (request, args) => {
    const { slug } = await args.params
    const refused = await gateRestRequest(await getPayload({ config }), request, slug ?? [])
    return refused ?? handler(request, args)
  }

export const dynamic = 'force-dynamic'
export const GET = gated(REST_GET(config))
export const POST = gated(REST_POST(config))
export const DELETE = gated(REST_DELETE(config))
export const PATCH = gated(REST_PATCH(config))
export const PUT = gated(REST_PUT(config))
export const OPTIONS = gated(REST_OPTIONS(config))
