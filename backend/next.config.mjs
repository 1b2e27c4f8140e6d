import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // `npm test` type-checks both apps once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // The shop API answers with and without a trailing slash (API.md requires the slash); never redirect.
  skipTrailingSlashRedirect: true,
  serverExternalPackages: ['@electric-sql/pglite', 'sharp'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
