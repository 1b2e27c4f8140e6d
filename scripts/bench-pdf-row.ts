// The price list PDF's bench row, measured in a process of its own run from backend/ (scripts/bench-pdf.mts: an ES
// module with the backend's JSX settings), so the bench itself stays as it is.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

const ROOT = path.resolve(__dirname, '..')

export async function priceListPdfRow(): Promise<string> {
  const { stdout } = await promisify(execFile)(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['../scripts/bench-pdf.mts'], {
    cwd: path.join(ROOT, 'backend'),
    maxBuffer: 1024 * 1024,
  })
  return stdout.trim()
}
