// Next's 500 page (no data of its own, like the 404 page).
import { ServerErrorView } from '@/views/ServerErrorView'

export default function ServerErrorPage() {
  return <ServerErrorView />
}
