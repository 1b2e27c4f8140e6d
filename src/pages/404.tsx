// Next's 404 page. It cannot have getInitialProps of its own; the shell's data comes from App.getInitialProps.
import { NotFoundView } from '@/views/NotFoundView'

export default function NotFoundPage() {
  return <NotFoundView />
}
