// Query keys of the recipe feature. Recipe texts depend on the culture, so it is part of the key.
export const recipeKeys = {
  all: ['recipe'] as const,
  detail: (recipeId: number, culture: string) => [...recipeKeys.all, 'detail', recipeId, culture] as const,
}
