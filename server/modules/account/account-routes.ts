import type { FastifyInstance } from 'fastify'
import {
  LoginInput,
  LoginResponse,
  OwnerResponse,
  UpdatePasswordInput,
} from '../../../contract/account.ts'
import { MessageResponse, errorResponses } from '../../../contract/common.ts'
import { errors } from '../../errors.ts'
import { signOwnerToken } from './owner-token.ts'
import { decoyPasswordHash, hashPassword, verifyPassword } from './password-hashing.ts'
import { checkNewPassword } from './password-policy.ts'

const tags = ['Account']

export default async function accountRoutes(app: FastifyInstance) {
  const owners = app.repositories.owner

  app.post(
    '/api/user/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Log in as the owner; answers a token for the auth-token header',
        body: LoginInput,
        response: { 200: LoginResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { username, password } = request.body as LoginInput
      const owner = await owners.findByUsername(username)
      // Unknown username and wrong password take the same time and answer the same.
      const valid = await verifyPassword(
        owner?.password_hash ?? (await decoyPasswordHash()),
        password,
      )
      if (!owner || !valid) {
        request.log.info({ event: 'login_failed', ip: request.ip }, 'login failed')
        throw errors.invalidCredentials()
      }
      request.log.info({ event: 'login_succeeded', ip: request.ip }, 'login succeeded')
      const authtoken = await signOwnerToken(app.authKey, {
        ownerId: owner.id,
        tokenVersion: owner.token_version,
      })
      return { success: true, authtoken, message: 'Logged In  Successfully' }
    },
  )

  app.get(
    '/api/user/getuser',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "The owner's account: name, email, username",
        response: { 200: OwnerResponse, ...errorResponses },
      },
    },
    async (request) => {
      const owner = await owners.findById(request.owner!.id)
      if (!owner) throw errors.unauthorized()
      return {
        success: true,
        data: { name: owner.name, email: owner.email, username: owner.username },
      }
    },
  )

  app.put(
    '/api/user/updatepass',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Change the password (the old one is required); every older token stops working',
        body: UpdatePasswordInput,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { oldpass, newpass } = request.body as UpdatePasswordInput
      const owner = await owners.findById(request.owner!.id)
      if (!owner) throw errors.unauthorized()
      if (!(await verifyPassword(owner.password_hash, oldpass))) {
        throw errors.badRequest('The old password is not correct')
      }
      checkNewPassword(newpass)
      await owners.setPassword(owner.id, await hashPassword(newpass))
      request.log.info({ event: 'password_changed', ip: request.ip }, 'password changed')
      return { success: true, message: 'Password Updated Successfully' }
    },
  )
}
