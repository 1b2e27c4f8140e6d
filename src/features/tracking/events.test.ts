import {
  businessTypeOf,
  formStartEvent,
  formSubmitEvent,
  loginEvent,
  navigationEventOf,
  pageViewEvent,
  searchEvent,
  sha256Hex,
} from './events'

// SHA-256 of "abc" (FIPS 180-2's own test vector).
const ABC_SHA256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'

describe('analytics events beside e-commerce', () => {
  it('hashes with SHA-256 as lowercase hex', async () => {
    expect(await sha256Hex('abc')).toBe(ABC_SHA256)
  })

  it('login carries the hashed HardId and the business type, never the id itself', async () => {
    expect(await loginEvent({ HardId: 'abc', ClientType: 'B2B' })).toEqual({
      event: 'login',
      user_id_hash: ABC_SHA256,
      businessType: 'b2b',
    })
    expect(await loginEvent({ HardId: 'abc', ClientType: 'B2C' })).toMatchObject({ businessType: 'b2c' })
    expect(businessTypeOf(null)).toBe('b2c')
  })

  it('maps the search page’s types onto the three search types', () => {
    expect(searchEvent('barolo', 'all')).toEqual({ event: 'search', search_term: 'barolo', search_type: 'all results' })
    expect(searchEvent('barolo', 'products').search_type).toBe('product search')
    expect(searchEvent('barolo', 'articles').search_type).toBe('article search')
    expect(searchEvent('barolo', 'recipes').search_type).toBe('article search')
  })

  it('page_view has the address, the path with its query, and the title', () => {
    const location = { href: 'https://delikat.dk/vin/?country=Italien', pathname: '/vin/', search: '?country=Italien' }
    expect(pageViewEvent(location, 'Vin | Delikat')).toEqual({
      event: 'page_view',
      page_location: 'https://delikat.dk/vin/?country=Italien',
      page_path: '/vin/?country=Italien',
      page_title: 'Vin | Delikat',
    })
  })

  it('form events name the form', () => {
    expect(formStartEvent('club_signup')).toEqual({ event: 'form_start', form_name: 'club_signup' })
    expect(formSubmitEvent('club_signup')).toEqual({ event: 'form_submit', form_name: 'club_signup' })
  })

  it('a navigation click is a link inside a data-nav-area; anything else is none', () => {
    document.body.innerHTML = `
      <nav data-nav-area="footer"><a href="/om-os/"><span>Om   os</span></a><a href="/kontakt/" aria-label="Kontakt"><svg></svg></a></nav>
      <main><a href="/vin/">Vin</a></main>`
    const [about, contact, wine] = Array.from(document.querySelectorAll('a'))
    expect(navigationEventOf(about!.querySelector('span'))).toEqual({
      event: 'navigation',
      navigation_area: 'footer',
      link_text: 'Om os',
      link_url: 'http://localhost:3000/om-os/',
    })
    expect(navigationEventOf(contact!)).toMatchObject({ link_text: 'Kontakt' })
    expect(navigationEventOf(wine!)).toBeNull()
    expect(navigationEventOf(document.querySelector('nav'))).toBeNull()
    expect(navigationEventOf(null)).toBeNull()
  })
})
