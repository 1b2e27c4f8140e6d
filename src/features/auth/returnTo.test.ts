import { safeReturnPath } from './returnTo'

describe('safeReturnPath (the login page never redirects off the site)', () => {
  it.each([
    ['/konto/ordrer/', '/konto/ordrer/'],
    ['/soeg/?q=barolo#top', '/soeg/?q=barolo#top'],
    [['/kurv/', '/other/'], '/kurv/'],
  ])('keeps a path of the site: %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected)
  })

  it.each([
    undefined,
    '',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '/\t/evil.example/',
    'javascript:alert(1)',
    'konto/',
    '/api/logout/',
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value)).toBeNull()
  })
})
